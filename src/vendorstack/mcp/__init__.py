"""The MCP tool server: the API's operations as tools, over streamable HTTP at `/mcp` (in the
API process, calling the service functions) and over stdio (`vendorstack mcp`, calling the
hosted API through `vendorstack.client`)."""
