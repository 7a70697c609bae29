import { Box, Button, Flex, Heading, HStack, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { PLACE_TYPES, type PlaceType } from "#contract/user.ts";
import type { AddressDraft, AddressFormContext, LocationList } from "#machines/address-form.machine.ts";
import { CheckboxField, FormAlert, TextField } from "#components/form/index.ts";
import { LazyPhoneField, type PhoneCheck } from "#components/form/LazyPhoneField.tsx";
import { fieldMessage } from "#lib/form-outcome.ts";
import { placeLabel } from "./place-messages.ts";
import { SelectField } from "./SelectField.tsx";

/** The cascade as the machine holds it, plus which list is loading or failed. */
export type CascadeView = Pick<
  AddressFormContext,
  "provinces" | "districts" | "subDistricts" | "provinceId" | "districtId" | "subDistrictId" | "postalCode"
> & {
  /** The list being fetched, if any. */
  loading: LocationList | null;
  /** A list that failed to load (the form offers Try again). */
  failed: LocationList | null;
};

const LIST_FIELD: Record<LocationList, "province_id" | "district_id" | "sub_district_id"> = {
  provinces: "province_id", districts: "district_id", subDistricts: "sub_district_id",
};

type FieldName =
  | "place_type" | "first_name" | "last_name" | "phone" | "street_address" | "province_id" | "district_id"
    | "sub_district_id"
  | "postal_code";

export interface AddressFormProps {
  title: string;
  initial: AddressDraft;
  cascade: CascadeView;
  saving: boolean;
  /** The server's field messages for a refused save (already in the shopper's language). */
  serverFields: Record<string, string>;
  /** A refusal that belongs to no field. */
  formMessage: string | null;
  onProvince: (id: number) => void;
  onDistrict: (id: number) => void;
  onSubDistrict: (id: number) => void;
  onRetry: () => void;
  onSubmit: (draft: AddressDraft) => void;
  /** Without it there is no Cancel button (checkout's guest form has nothing to go back to). */
  onCancel?: (() => void) | undefined;
  /** The submit button's words (checkout: "Use this address"); "Save" by default. */
  submitLabel?: string | undefined;
  /** The "Use as my default address" box; hidden for an address typed at checkout that is not kept. */
  showDefault?: boolean | undefined;
  /** Focus the form's heading when it opens (a form the shopper asked for); off for one a page starts with. */
  focusOnOpen?: boolean | undefined;
}

const toId = (value: string) => (value === "" ? null : Number(value));

/**
 * Spec §3 Address form: type of place, names, phone, street address, the Thai cascade (province, district,
 * sub-district; the post code follows the sub-district) and the default flag.
 */
export function AddressForm({
  title, initial, cascade, saving, serverFields, formMessage, onProvince, onDistrict, onSubDistrict, onRetry, onSubmit,
  onCancel,
  submitLabel, showDefault = true, focusOnOpen = true,
}: AddressFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(initial);
  const [phoneCheck, setPhoneCheck] = useState<PhoneCheck["state"]>(initial.phone.number ? "valid" : "empty");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, []);
  // Names and phone follow `initial` (checkout: the contact typed above) until the shopper edits them here.
  const followed = useRef(initial);
  useEffect(() => {
    const before = followed.current;
    followed.current = initial;
    setDraft((d) => ({
      ...d,
      first_name: d.first_name === before.first_name ? initial.first_name : d.first_name,
      last_name: d.last_name === before.last_name ? initial.last_name : d.last_name,
      phone: d.phone.number === before.phone.number && d.phone.country_code === before.phone.country_code
        ? initial.phone : d.phone,
    }));
  }, [initial.first_name, initial.last_name, initial.phone.number, initial.phone.country_code]);
  useEffect(() => {
    const names: FieldName[] = ["place_type", "first_name", "last_name", "phone", "street_address", "province_id",
      "district_id", "sub_district_id", "postal_code"];
    setErrors(Object.fromEntries(names.flatMap((n) => {
      const message = fieldMessage(serverFields, n);
      return message ? [[n, message]] : [];
    })));
  }, [serverFields]);

  const check = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    if (!draft.first_name.trim()) found.first_name = t`Please enter a first name.`;
    if (!draft.last_name.trim()) found.last_name = t`Please enter a last name.`;
    if (phoneCheck === "empty") found.phone = t`Please enter a phone number.`;
    else if (phoneCheck !== "valid") found.phone = t`Please enter a valid phone number.`;
    if (!draft.street_address.trim()) found.street_address = t`Please enter the street address.`;
    if (cascade.provinceId === null) found.province_id = t`Please choose a province.`;
    else if (cascade.districtId === null) found.district_id = t`Please choose a district.`;
    else if (cascade.subDistrictId === null) found.sub_district_id = t`Please choose a sub-district.`;
    // Every place chosen, yet a list is still loading or failed (editing an address): say so under that list rather
    // than letting Save do nothing.
    const pending = cascade.loading ?? cascade.failed;
    if (pending && cascade.subDistrictId !== null) {
      found[LIST_FIELD[pending]] = cascade.failed ? t`The list of places did not load. Try again.`
        : t`Please wait while this list loads.`;
    }
    return found;
  };

  const set = <K extends keyof AddressDraft>(key: K, value: AddressDraft[K], field: FieldName = key as FieldName) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...draft, first_name: draft.first_name.trim(), last_name: draft.last_name.trim(),
      street_address: draft.street_address.trim() });
  };

  const pick = (field: "province_id" | "district_id" | "sub_district_id", handler: (id: number) => void) =>
    (value: string) => {
    setErrors(({ [field]: _gone, ...rest }) => rest);
    const id = toId(value);
    if (id !== null) handler(id);
  };

  const loadingText = t`Loading…`;
  return (
    <Box borderWidth="1px" borderColor="brand.border" borderRadius="2xl" p={{ base: "4", md: "6" }} bg="bg">
      <Heading as="h3" ref={headingRef} tabIndex={-1} fontSize="lg" fontFamily="heading" fontWeight="medium"
        outline="none">{title}</Heading>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="5" mt="5">
          <FormAlert message={formMessage} title={t`Something went wrong!`} />
          <RadioGroup.Root value={draft.place_type} colorPalette="brand" size="sm"
            onValueChange={(details) => set("place_type", (details.value ?? "home") as PlaceType)}>
            <Box as="fieldset">
              <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">{t`Type of place`}</Text>
              <HStack gap="6" flexWrap="wrap">
                {PLACE_TYPES.map((type) => (
                  <RadioGroup.Item key={type} value={type}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{placeLabel(type, i18n)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </Box>
          </RadioGroup.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField label={t`First name`} name="first_name" value={draft.first_name}
              onChange={(v) => set("first_name", v)}
              required maxLength={60} autoComplete="given-name" error={errors.first_name} />
            <TextField label={t`Last name`} name="last_name" value={draft.last_name}
              onChange={(v) => set("last_name", v)}
              required maxLength={60} autoComplete="family-name" error={errors.last_name} />
          </SimpleGrid>
          <LazyPhoneField label={t`Phone number`} name="phone" value={draft.phone} required validateNow={submitted}
            onChange={(v) => set("phone", v)} onParsed={(c) => setPhoneCheck(c.state)} error={errors.phone} />
          <TextField label={t`Street address`} name="street_address" value={draft.street_address}
            onChange={(v) => set("street_address", v)} required maxLength={200} autoComplete="street-address"
            hint={t`House number, building, floor, soi and road.`} error={errors.street_address} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <SelectField label={t`Province`} name="province_id" required value={cascade.provinceId?.toString() ?? ""}
              placeholder={cascade.loading === "provinces" ? loadingText : t`Choose a province`}
              options={cascade.provinces.map((p) => ({ value: String(p.id), label: p.name }))}
              disabled={cascade.provinces.length === 0} onChange={pick("province_id", onProvince)}
              error={errors.province_id} />
            <SelectField label={t`District`} name="district_id" required value={cascade.districtId?.toString() ?? ""}
              placeholder={cascade.loading === "districts" ? loadingText : t`Choose a district`}
              options={cascade.districts.map((d) => ({ value: String(d.id), label: d.name }))}
              disabled={cascade.districts.length === 0} onChange={pick("district_id", onDistrict)}
              error={errors.district_id} />
            <SelectField label={t`Sub-district`} name="sub_district_id" required
              value={cascade.subDistrictId?.toString() ?? ""}
              placeholder={cascade.loading === "subDistricts" ? loadingText : t`Choose a sub-district`}
              options={cascade.subDistricts.map((s) => ({ value: String(s.id), label: s.name }))}
              disabled={cascade.subDistricts.length === 0} onChange={pick("sub_district_id", onSubDistrict)}
              error={errors.sub_district_id} />
            <TextField label={t`Post code`} name="postal_code" value={cascade.postalCode} onChange={() => undefined}
              readOnly
              hint={t`Filled in from the sub-district.`} error={errors.postal_code} />
          </SimpleGrid>
          {cascade.failed ? (
            <Flex role="alert" gap="3" align="center" flexWrap="wrap" bg="bg.error" color="fg.error" borderRadius="lg"
              px="4" py="3">
              <Text fontSize="sm">{t`The list of places did not load.`}</Text>
              <Button size="xs" variant="outline" onClick={onRetry}>{t`Try again`}</Button>
            </Flex>
          ) : null}
          {showDefault ? (
            <CheckboxField label={t`Use as my default address`} name="is_default" checked={draft.is_default}
              onChange={(v) => set("is_default", v)} />
          ) : null}
          <HStack gap="3">
            <Button type="submit" colorPalette="brand" borderRadius="full" px="8" loading={saving}>{submitLabel
              ?? t`Save`}</Button>
            {onCancel ? (
              <Button type="button" variant="ghost" borderRadius="full" onClick={onCancel} disabled={saving}>
                {t`Cancel`}</Button>
            ) : null}
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
