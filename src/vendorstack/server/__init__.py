"""The running server: the one place the independent front ends (`api`, `web`, `mcp`) are put
together into an app (`app`), and the commands that run it (`serve`, `skill install`), which
the CLI names by module so that `cli` imports none of them."""
