import ViperLint
print(RuleCatalog.descriptions.count)
