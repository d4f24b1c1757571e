import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { LOCALES } from './src/site/locales.mjs';

// Rules pages: content/docs/<lang>/… (Starlight resolves `<srcDir>/content/docs`, and srcDir is the project root).
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // Starlight reads this collection for overrides of its UI strings. Starlight's own strings cover all
  // five languages, so there are none; an absent or empty collection makes Astro warn on every build,
  // hence one empty entry per language: "no overrides".
  i18n: defineCollection({ loader: () => LOCALES.map((l) => ({ id: l.lang })), schema: i18nSchema() }),
};
