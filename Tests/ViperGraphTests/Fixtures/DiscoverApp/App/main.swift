import VIPER

let stack = ScreenStack<AppRoute>()
try stack.setRoot(.login)
