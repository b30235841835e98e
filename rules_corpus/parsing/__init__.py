"""Parsers from each rules document's exported text to the common model
(:mod:`rules_corpus.model`): the Comprehensive Rules 5.0 (:mod:`.altered_cr5`, with the
export's markup stripped by :mod:`.markup` and its lost icons restored by :mod:`.icons`), the
older fan-translated edition (:mod:`.altered_fan`) and The Heroes' Journey glossary
(:mod:`.heroes_journey`). Each export's mess is handled in its parser, not in the model.
"""
