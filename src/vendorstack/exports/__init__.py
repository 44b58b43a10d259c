"""Export: the index's current claims as JSON lines or CSV, streamed in constant memory."""
