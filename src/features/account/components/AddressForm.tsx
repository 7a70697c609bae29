// The address form is shared with checkout (src/components/address); account keeps importing it here.
export * from "#components/address/AddressForm.tsx";
