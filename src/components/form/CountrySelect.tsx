import { useEffect, useId, useMemo, useState } from "react";
import { Box, Combobox, HStack, Text, useListCollection } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Country } from "#contract/general.ts";
import { fetchCountries } from "#api/general.ts";

// The phone prefix selector (spec §2 "Styles hint at ... a phone prefix selector"; "The country search list shows
// 'Not found' when nothing matches"). A combobox: the input shows the chosen country and dial code as text ("TH +66";
// flag emoji turn into letter pairs or boxes where no emoji font is installed, so the flags stay in the list);
// typing filters the list by country name (English or the shopper's language) or dial code.

/** What the list shows before GET api/general/country answers, and if it fails: the default country only. */
export const FALLBACK_COUNTRIES: Country[] = [
  { code: "TH", emoji: "🇹🇭", unicode: "U+1F1F9 U+1F1ED", name: "Thailand", dialCode: "+66" },
];

let countriesOnce: Promise<Country[]> | null = null;

/** GET api/general/country once per page load; every phone field shares the answer. */
export function loadCountries(): Promise<Country[]> {
  countriesOnce ??= fetchCountries().catch(() => {
    countriesOnce = null; // a later field may try again
    return FALLBACK_COUNTRIES;
  });
  return countriesOnce;
}

/** The country list for the field: `given` when a parent passes it, else the shared fetch. */
export function useCountries(given?: Country[]): Country[] {
  const [loaded, setLoaded] = useState<Country[] | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    void loadCountries().then((list) => {
      if (live) setLoaded(list);
    });
    return () => {
      live = false;
    };
  }, [given]);
  return given ?? loaded ?? FALLBACK_COUNTRIES;
}

/** The country name in the shopper's language (Intl), falling back to the server's English name. */
function localName(country: Country, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(country.code) ?? country.name;
  } catch {
    return country.name;
  }
}

/** Case- and accent-insensitive search over English name, local name, ISO code and dial code ("66", "+66"). */
export function matchesCountry(country: Country, query: string, local = country.name): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === "") return true;
  const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
  const digits = q.replace(/[^\d]/g, "");
  if (digits !== "" && /^\+?\d+$/.test(q)) return country.dialCode.replace(/\D/g, "").startsWith(digits);
  return fold(country.name).includes(fold(q)) || local.toLocaleLowerCase().includes(q)
    || country.code.toLowerCase() === q;
}

type Option = Country & { label: string; local: string };

export interface CountrySelectProps {
  /** ISO 3166 alpha-2 code of the chosen country. */
  value: string;
  onChange: (code: string) => void;
  countries?: Country[];
  disabled?: boolean;
  readOnly?: boolean;
  invalid?: boolean;
  /** The accessible name; "Country code" by default. */
  label?: string;
  id?: string;
}

export function CountrySelect({ value, onChange, countries: given, disabled, readOnly, invalid, label,
  id }: CountrySelectProps) {
  const { t, i18n } = useLingui();
  const countries = useCountries(given);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.locale], { type: "region" });
    } catch {
      return null;
    }
  }, [i18n.locale]);
  const options = useMemo<Option[]>(
    () => countries.map((c) => ({ ...c, local: localName(c, names), label: `${c.code} ${c.dialCode}` })),
    [countries, names],
  );
  const { collection, set } = useListCollection<Option>({
    initialItems: options,
    itemToString: (item) => item.label,
    itemToValue: (item) => item.code,
  });
  const [query, setQuery] = useState("");
  useEffect(() => {
    set(query === "" ? options : options.filter((o) => matchesCountry(o, query, o.local)));
  }, [options, query, set]);

  const ownId = useId();
  const selected = options.find((o) => o.code === value);
  const chosenText = selected?.label ?? "";
  // The input shows the chosen country and dial code whenever the list is closed; while open it holds the search.
  const [inputValue, setInputValue] = useState(chosenText);
  useEffect(() => setInputValue(chosenText), [chosenText]);
  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value] : []}
      inputValue={inputValue}
      onValueChange={(details) => {
        const code = details.value[0];
        if (code && code !== value) onChange(code);
      }}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        // Showing the chosen option (after a pick, or on open) lists everything; anything else is a search.
        setQuery(details.inputValue === chosenText ? "" : details.inputValue);
      }}
      onOpenChange={(details) => {
        if (details.open) return;
        setQuery("");
        setInputValue(chosenText);
      }}
      inputBehavior="autohighlight"
      openOnClick
      selectionBehavior="replace"
      disabled={disabled}
      readOnly={readOnly}
      invalid={invalid}
      positioning={{ sameWidth: false, strategy: "fixed", placement: "bottom-start" }}
      width={{ base: "7.5rem", md: "8rem" }}
      flexShrink={0}
      size="md"
      // An explicit input id: inside a Field the combobox would otherwise take the field's control id (and its label).
      ids={{ input: id ?? `country-${ownId}` }}
    >
      <Combobox.Control>
        <Combobox.Input
          aria-label={label ?? t`Country code`}
          placeholder={t`Search`}
          autoComplete="off"
          data-testid="phone-country"
        />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={t`Choose a country code`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content minW="16rem" maxH="18rem" overflowY="auto">
          <Combobox.Empty>
            <Text px="2" py="1.5" color="fg.muted">{t`Not found`}</Text>
          </Combobox.Empty>
          {collection.items.map((item) => (
            <Combobox.Item item={item} key={item.code}>
              <HStack gap="2" flex="1" minW="0">
                <Box as="span" aria-hidden="true">{item.emoji}</Box>
                <Combobox.ItemText truncate>{item.local}</Combobox.ItemText>
                <Text as="span" ms="auto" fontVariantNumeric="tabular-nums">{item.dialCode}</Text>
              </HStack>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
