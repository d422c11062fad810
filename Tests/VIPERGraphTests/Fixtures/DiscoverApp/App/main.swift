import VIPER

let stack = ScreenStack<AppRoute>()
let coordinator = AppCoordinator(navigator: stack, onFailure: { print($0) })
coordinator.start()
