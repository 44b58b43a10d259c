"""Synthetic disclosures naming invented vendors, in every format and language the extractor
reads, with traps and look-alike pages; see `pages.Generator` and `score.score`."""
