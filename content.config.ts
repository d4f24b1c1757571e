import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Rules pages: content/docs/<lang>/… (Starlight resolves `<srcDir>/content/docs`, and srcDir is the project root).
export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
};
