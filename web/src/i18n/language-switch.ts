/// <reference lib="dom" />
/** The language switch shown on every screen: English / Deutsch / Français. */
import { LOCALES, type Locale } from "backroom";
import { h } from "../dom.js";
import { currentLocale, t } from "./message.js";

/** Each language named in itself, as a switch shows it to people who may not read the current one. */
const ENDONYMS: Readonly<Record<Locale, string>> = { en: "English", de: "Deutsch", fr: "Français" };

/** A labelled select of the languages; `choose` is called with the new one (it redraws in place). */
export function languageSwitch(choose: (locale: Locale) => void): HTMLElement {
  const select = h(
    "select",
    {
      id: "language",
      onchange: (event: Event) => choose((event.target as HTMLSelectElement).value as Locale),
    },
    LOCALES.map((locale) =>
      h("option", { value: locale, lang: locale, selected: locale === currentLocale() }, ENDONYMS[locale]),
    ),
  );
  return h("label", { class: "language-switch" }, t("language.label"), " ", select);
}
