import VIPERSyntax

/// A `viper.json` value that cannot be used: the error every tool's configuration reports,
/// defined with the `files` settings in `VIPERSyntax` and named here for lint's clients.
public typealias ConfigurationError = VIPERSyntax.ConfigurationError

/// A `viper.json` key that is ignored, with the key it was probably meant to be.
public typealias ConfigurationWarning = VIPERSyntax.ConfigurationWarning
