import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QuestionId, RoutineSlot, SkinProfile } from "#contract/skin-quiz.ts";

// The quiz's words: the machine and the contract keep codes; this is where they become what the shopper reads.

export interface QuestionWords {
  title: MessageDescriptor;
  hint: MessageDescriptor;
  options: Record<string, { label: MessageDescriptor; desc: MessageDescriptor }>;
}

export const QUESTION_WORDS: Record<QuestionId, QuestionWords> = {
  skinType: {
    title: msg`How does your skin feel by midday?`,
    hint: msg`Think of a normal day, a few hours after washing your face.`,
    options: {
      oily: { label: msg`Shiny all over`, desc: msg`Oily skin` },
      combination: { label: msg`Shiny on the forehead and nose`, desc: msg`Combination skin` },
      normal: { label: msg`Comfortable, neither shiny nor tight`, desc: msg`Normal skin` },
      dry: { label: msg`Tight or flaky`, desc: msg`Dry skin` },
    },
  },
  concerns: {
    title: msg`What would you most like to change?`,
    hint: msg`Choose up to three.`,
    options: {
      acne: { label: msg`Breakouts`, desc: msg`Spots and clogged pores that flare up` },
      "dark-spots": { label: msg`Dark spots`, desc: msg`Marks left by sun or old breakouts` },
      aging: { label: msg`Fine lines`, desc: msg`Lines and loss of firmness` },
      dullness: { label: msg`Dullness`, desc: msg`Skin that looks tired or uneven` },
      pores: { label: msg`Visible pores`, desc: msg`Pores you notice in the mirror` },
      dryness: { label: msg`Dehydration`, desc: msg`Skin that feels thirsty` },
      oiliness: { label: msg`Shine`, desc: msg`Too much oil during the day` },
    },
  },
  sensitivity: {
    title: msg`How often does a new product sting or redden your skin?`,
    hint: msg`We keep sensitive skin away from harsh steps.`,
    options: {
      rarely: { label: msg`Rarely`, desc: msg`My skin takes most things well` },
      sometimes: { label: msg`Sometimes`, desc: msg`Certain products bother me` },
      often: { label: msg`Often`, desc: msg`My skin reacts easily` },
    },
  },
  climate: {
    title: msg`Where do you spend most of your day?`,
    hint: msg`Heat, humidity and air conditioning all change what skin needs.`,
    options: {
      "humid-outdoors": { label: msg`Out and about in the heat`, desc: msg`Humid air, sweat and commuting` },
      "air-conditioned": { label: msg`In air conditioning`, desc: msg`Cool, dry office or home air` },
      "strong-sun": { label: msg`In strong sun`, desc: msg`Outdoors in direct sun for hours` },
    },
  },
  makeup: {
    title: msg`Do you wear makeup or water-resistant sunscreen?`,
    hint: msg`Both need a gentle first cleanse to come off.`,
    options: {
      daily: { label: msg`Every day`, desc: msg`I remove makeup each evening` },
      sometimes: { label: msg`Sometimes`, desc: msg`A few times a week` },
      never: { label: msg`Rarely or never`, desc: msg`A bare face most days` },
    },
  },
  routine: {
    title: msg`How many steps do you want each day?`,
    hint: msg`A routine you keep beats a long one you skip.`,
    options: {
      minimal: { label: msg`Three steps`, desc: msg`Cleanse, moisturize, protect` },
      balanced: { label: msg`Five steps`, desc: msg`Add a serum and a treatment` },
      full: { label: msg`The full ritual`, desc: msg`Serum, ampoule, mask and more` },
    },
  },
  budget: {
    title: msg`What would you spend on the whole routine?`,
    hint: msg`We keep the routine within it.`,
    options: {
      "under-2000": { label: msg`Under ฿2,000`, desc: msg`Essentials that work hard` },
      "2000-4000": { label: msg`฿2,000 to ฿4,000`, desc: msg`Room for a treatment step` },
      "over-4000": { label: msg`Over ฿4,000`, desc: msg`The best match, whatever it costs` },
    },
  },
};

export const SLOT_WORDS: Record<RoutineSlot, MessageDescriptor> = {
  cleanser: msg`Cleanser`,
  serum: msg`Serum`,
  ampoule: msg`Ampoule`,
  moisturizer: msg`Moisturizer`,
  oil: msg`Face oil`,
  sunscreen: msg`Sunscreen`,
  mask: msg`Mask`,
};

/** The profile in plain words: a title and a few sentences. */
export function profileWords(profile: SkinProfile, i18n: I18n): { title: string; lines: string[] } {
  const type = i18n._(QUESTION_WORDS.skinType.options[profile.skinType]!.desc);
  const focus = profile.focus.map((c) => i18n._(QUESTION_WORDS.concerns.options[c]!.label).toLowerCase());
  const list = new Intl.ListFormat(i18n.locale === "th" ? "th" : "en", { type: "conjunction" }).format(focus);
  const lines = [i18n._(msg`Your routine focuses on ${list}.`)];
  if (profile.sensitive) lines.push(i18n._(msg`Your skin is sensitive, so every step is gentle and fragrance-light.`));
  if (profile.doubleCleanse) {
    lines.push(i18n._(msg`Start the evening with an oil or balm cleanse to lift makeup and sunscreen.`));
  }
  lines.push(i18n._(msg`Use sunscreen every morning, even indoors.`));
  return { title: profile.sensitive ? i18n._(msg`${type}, sensitive`) : type, lines };
}
