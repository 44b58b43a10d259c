"""Bulk indexing: scan a list of domains into the index with the live scans' own machinery."""
