"""What the API sends and accepts, below every front end: the response models (OpenAPI's
source of truth) and the category slugs. Imports nothing else of ours, so the client installs
without the server."""
