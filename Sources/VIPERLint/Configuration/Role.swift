import VIPERVocabulary

/// The part a type plays in a VIPER module: the vocabulary every `viper` tool shares.
public typealias Role = VIPERVocabulary.Role

/// How a role is recognised by name, conformance and folder: the vocabulary every `viper` tool shares.
public typealias RolePatterns = VIPERVocabulary.RolePatterns
