"""Live scans: the runner, the queue and its jobs, the waits for another process's scan, and
the recorder that writes a scan into the index. Depends on `index`, `scanning` and `storage`."""
