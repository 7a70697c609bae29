export * from "#components/address/SelectField.tsx";
