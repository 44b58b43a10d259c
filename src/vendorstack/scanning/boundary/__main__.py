"""`python -m vendorstack.scanning.boundary FD`: a parser process (see `child.main`)."""

from vendorstack.scanning.boundary.child import main

main()
