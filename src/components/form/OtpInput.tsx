import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Flex, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { OTP_LENGTH } from "#contract/user.ts";
import { backspace, reachableBox, typeDigits, typedText, type OtpEdit } from "./otp-digits.ts";

// Spec §2 "Styles hint at: a one-time-code field (boxes 50 px wide on small screens, 80 px on larger, with an error
// state)". Six digit boxes; typing moves on, Backspace moves back, a pasted or autofilled code fills every box.
// Our own boxes, not Chakra's PinInput: zag selects a box a frame after it is focused, so a digit typed within that
// frame went to the wrong box (under Preact the two focus moves chased each other for ever, decision 0041). Here the
// focus moves in the event handler that changes the code, never from an effect.

export interface OtpInputProps {
  /** The digits typed so far, left to right ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled (typed, pasted or autofilled from the SMS). */
  onComplete?: (code: string) => void;
  /** The group's name for assistive technology, also shown above the boxes. */
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  /** Focus the first empty box when the boxes appear or are enabled again (after a refused code). */
  autoFocus?: boolean;
  length?: number;
}

export function OtpInput({ value, onChange, onComplete, label, error, disabled, autoFocus,
  length = OTP_LENGTH }: OtpInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [labelId, errorId] = [`${id}-label`, `${id}-error`];
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();
  // The code as last typed, which every handler reads: a box takes the focus before the page has rendered it.
  const typed = useRef(value);
  typed.current = value;

  useEffect(() => {
    if (autoFocus && !disabled) boxes.current[reachableBox(value, length, length)]?.focus();
    // Only when the boxes appear or come back from disabled, not on every digit: `value` is left out on purpose.
  }, [autoFocus, disabled]);

  function apply(edit: OtpEdit) {
    const changed = edit.value !== typed.current;
    typed.current = edit.value;
    if (changed) onChange(edit.value);
    focusBox(edit.focus);
    if (changed && edit.value.length === length) onComplete?.(edit.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 };
    if (event.key === "Backspace") apply(backspace(typed.current, index));
    else if (event.key in moves) focusBox(reachableBox(typed.current, moves[event.key]!, length));
    else return;
    event.preventDefault();
  }

  return (
    <Stack gap="0" alignItems="center">
      <Text id={labelId} textStyle="sm" fontWeight="medium" mb="2" textAlign="center">{label}</Text>
      <Flex role="group" aria-labelledby={labelId} gap={{ base: "1.5", md: "3" }} justifyContent="center">
        {Array.from({ length }, (_, index) => (
          <Input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={value[index] ?? ""}
            aria-label={t`Digit ${index + 1}`}
            inputMode="numeric"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            disabled={disabled}
            aria-invalid={error !== undefined}
            aria-describedby={error !== undefined ? errorId : undefined}
            onFocus={(event) => {
              const reachable = reachableBox(typed.current, index, length);
              if (reachable === index) event.currentTarget.select();
              else focusBox(reachable);
            }}
            onChange={(event) => {
              // A refused letter changes nothing: the controlled box shows its digit again.
              const code = typed.current;
              apply(typeDigits(code, index, typedText(code[index] ?? "", event.currentTarget.value), length));
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
            w={{ base: "50px", md: "80px" }}
            h={{ base: "56px", md: "72px" }}
            px="0"
            textAlign="center"
            fontSize={{ base: "xl", md: "2xl" }}
            fontVariantNumeric="tabular-nums"
            borderRadius="md"
            data-testid="otp-digit"
          />
        ))}
      </Flex>
      {error !== undefined ? <Text id={errorId} role="alert" color="fg.error" textStyle="sm" mt="1.5"
        textAlign="center">{error}</Text> : null}
    </Stack>
  );
}
