import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** An i18next instance for one language, ready synchronously so prerendered HTML has the real text. */
export function createTranslator(language: string, translation: object): i18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    ns: ["translation"],
    defaultNS: "translation",
    resources: { [language]: { translation } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
