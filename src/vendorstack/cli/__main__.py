from vendorstack.cli.main import main

main()
