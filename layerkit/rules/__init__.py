"""The rules' own values, with no game in them: characteristics (109.3), the 11 layers of 613.1,
colours, card types, supertypes and the subtype lists of 205.3, and the table of intrinsic
abilities (305.6, 306.5b, 310.4b, 714.3) under both rule sets. Imports nothing else of layerkit
except :mod:`layerkit.errors` and :mod:`layerkit.resources`.
"""
