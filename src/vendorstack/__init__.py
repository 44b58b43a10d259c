"""VendorStack: subprocessor disclosure lookup."""
