export function withoutEmbeds(xml: string): string;
export function embedPages(): import('astro').AstroIntegration;
