"""What every front end served over HTTP shares (the JSON API, the MCP endpoint, the web
pages): named dependencies, the query models and their 400s, JSON responses and the one error
shape. Below the adapters, so none of them imports another."""
