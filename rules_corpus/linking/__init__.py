"""Links in rule text: the rule and section numbers a rule cites (:mod:`.references`) and the
glossary terms it uses (:mod:`.terms`), turned into links to their targets
(:mod:`.linker`) — so a judge reading a rule can follow "see 6.1.g" or "Expedition" to it.
"""
