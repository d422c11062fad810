import VIPERCLI

VIPERCommand.main()
