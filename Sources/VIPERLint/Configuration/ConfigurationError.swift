import VIPERVocabulary

/// A value of `viper.json`'s `lint` section that cannot be used, with what to change: the error
/// every `viper` tool reports for its configuration.
public typealias ConfigurationError = VIPERVocabulary.ConfigurationError
