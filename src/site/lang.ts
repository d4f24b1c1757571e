import { isLang, type Lang } from '../i18n/setup.ts';

/** The language of the page being rendered, from Starlight's route data (falls back to English off Starlight pages). */
export function pageLang(locals: App.Locals): Lang {
  try {
    const locale = locals.starlightRoute?.locale;
    return isLang(locale) ? locale : 'en';
  } catch {
    return 'en';
  }
}
