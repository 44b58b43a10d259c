"""The metered operations, each one function over typed inputs: `check`, `company`,
`prospect` (`Lookups`). Their input rules (`inputs`), what each charges (`charging`, from
`accounts.pricing.PRICES`), their answers as the spec's JSON (`views`) and `Idempotency-Key`
retries (`idempotent`) live here and nowhere else. The API routes, MCP tools, web pages and
the CLI's local commands call these; a new operation (watches, exports, portfolio) is one more
method of `Lookups` using the same parts.
"""
