"""The VendorStack agent skill: `SKILL.md` and its tool definitions, rendered from the same
objects as the API (categories, prices, the MCP tools)."""
