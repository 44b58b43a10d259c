"""The extractor's vocabulary in every supported language: English, German, French, Dutch,
Spanish, Italian and Portuguese. `wording` holds what pages and sections say about themselves
(a sub-processor list, removed vendors, affiliates, guides); `naming` holds what names are
made of (legal forms, designators) and what they are not (generic words, countries)."""
