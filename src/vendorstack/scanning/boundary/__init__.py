"""The parsing boundary: where a scan hands untrusted bytes to the parsers.

Every fetched document is judged in a small pool of parser processes that run under kernel
limits (address space, CPU time per document) and byte, row and inflated-stream caps, and
that are killed when the scan's budget runs out. A breach ends that document as `too_large`
or `parse_limit`, never the API process (docs/security.md).
"""
