"""The rules corpus: every rules document a judge consults — the Altered TCG Comprehensive
Rules 5.0, the older fan-translated edition and The Heroes' Journey rules — parsed into one
model (:mod:`rules_corpus.model`), linked (:mod:`rules_corpus.linking`), cached
(:mod:`rules_corpus.store`), searched (:mod:`rules_corpus.search`) and compared edition to
edition (:mod:`rules_corpus.editions`).

Plain Python with no Qt, so the command line, the desktop app and the engine's citation
checks share one corpus (:mod:`rules_corpus.corpus`).
"""
