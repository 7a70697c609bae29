import { Box, Button, chakra, Field, Flex, Text, Textarea } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "#contract/review.ts";

export type ReviewDraft = { rating: number; text: string };
/** What the page answers after sending: ok, or a message (for a field when the server named one). */
export type ReviewOutcome = { ok: true } | { ok: false; message: string; field?: "rating" | "text" };

const STAR = "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z";
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review form (shown only when review/check allows it): a star rating as a radio group (arrow keys move, as
 * for any radio group) and the text with a live character count. Checked before sending with the contract's
 * limits; text is sent trimmed.
 */
export function ReviewForm({ onSubmit }: { onSubmit: (draft: ReviewDraft) => Promise<ReviewOutcome> }) {
  const { t } = useLingui();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const name = useId();
  const ratingError = useId();
  const counter = useId();
  const length = text.trim().length;
  const min = REVIEW_TEXT_MIN;
  const max = REVIEW_TEXT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (rating < 1) found.rating = t`Choose a rating from 1 to 5 stars.`;
    if (length < min) found.text = t`Write at least ${min} characters.`;
    else if (length > max) found.text = t`Keep it under ${max} characters.`;
    setErrors(found);
    if (found.rating || found.text) return;
    setBusy(true);
    const outcome = await onSubmit({ rating, text: text.trim() });
    setBusy(false);
    if (!outcome.ok) setErrors(outcome.field ? { [outcome.field]: outcome.message } : { form: outcome.message });
  };

  const shown = hover || rating;
  const starLabel = (n: number) => (n === 1 ? t`1 star` : t`${n} stars`);
  return (
    <chakra.form onSubmit={submit} noValidate borderRadius="2xl" borderWidth="1px" borderColor="border" p="5"
      bg="bg.subtle"
      aria-labelledby={`${name}-title`}>
      <Text id={`${name}-title`} fontWeight="semibold">{t`Write a review`}</Text>
      <chakra.fieldset mt="3" aria-describedby={errors.rating ? ratingError : undefined}
        aria-invalid={errors.rating ? true : undefined}>
        <chakra.legend fontSize="sm" color="fg.muted" mb="1">{t`Your rating`}</chakra.legend>
        <Flex gap="0.5" onMouseLeave={() => setHover(0)}>
          {STARS.map((n) => (
            <chakra.label key={n} cursor="pointer" p="1" borderRadius="md" lineHeight="0" position="relative"
              onMouseEnter={() => setHover(n)}
              _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid", outlineOffset: "1px" }}>
              <chakra.input type="radio" name={name} value={n} checked={rating === n} onChange={() => setRating(n)}
                aria-label={starLabel(n)} position="absolute" opacity="0" w="1px" h="1px" m="0" />
              <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" style={{ display: "block" }}
                fill={n <= shown ? "var(--chakra-colors-rose-500, #cf5b4e)"
                  : "var(--chakra-colors-border-emphasized, #d5c4b1)"}>
                <path d={STAR} />
              </svg>
            </chakra.label>
          ))}
          <Text as="span" alignSelf="center" ms="2" fontSize="sm" color="fg.muted" aria-hidden="true">
            {shown ? `${shown}/5` : ""}
          </Text>
        </Flex>
        {errors.rating ? <Text id={ratingError} color="fg.error" fontSize="sm" mt="1">{errors.rating}</Text> : null}
      </chakra.fieldset>
      <Field.Root invalid={errors.text !== undefined} mt="4">
        <Field.Label fontSize="sm" color="fg.muted" fontWeight="normal">{t`Your review`}</Field.Label>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={5} bg="bg" borderRadius="lg"
          resize="vertical"
          maxLength={max + 200} aria-describedby={counter} placeholder={t`How did it work for your skin?`} />
        <Flex w="full" justifyContent="space-between" gap="3" fontSize="xs"
          color={length > max ? "fg.error" : "fg.muted"}>
          {errors.text ? <Field.ErrorText>{errors.text}</Field.ErrorText>
            : <Text>{t`At least ${min} characters`}</Text>}
          <Text id={counter} flexShrink="0">
            <span aria-hidden="true">{length}/{max}</span>
            <chakra.span srOnly>{t`${length} of ${max} characters`}</chakra.span>
          </Text>
        </Flex>
      </Field.Root>
      {errors.form ? <Box role="alert" color="fg.error" fontSize="sm" mt="3">{errors.form}</Box> : null}
      <Button type="submit" colorPalette="brand" borderRadius="full" loading={busy} mt="4" w="full">
        {t`Submit review`}</Button>
    </chakra.form>
  );
}
