export declare const SEARCH_RANKING: { termFrequency: number; pageLength: number; termSaturation: number; termSimilarity: number };
