import VIPERVocabulary

/// A `viper.json` value that cannot be used: the error every tool's configuration reports,
/// defined with the role vocabulary in `VIPERVocabulary` and named here for lint's clients.
public typealias ConfigurationError = VIPERVocabulary.ConfigurationError

/// A `viper.json` key that is ignored, with the key it was probably meant to be.
public typealias ConfigurationWarning = VIPERVocabulary.ConfigurationWarning
