"""A third generator: disclosures in the markups real pages use and the other sets do not."""
