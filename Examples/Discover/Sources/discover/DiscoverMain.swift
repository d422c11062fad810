// `discover`: swift-argument-parser reads the command line; DiscoverCommand does the rest.
import DiscoverCommand

@main
enum DiscoverMain {
    static func main() async {
        await DiscoverCommand.main()
    }
}
