"""The corpus on disk: the last good parse of the sources cached as JSON by content hash
(:mod:`.corpus_store`), written so that a reader never sees half a file (:mod:`.atomic`) —
faster than parsing, and it keeps the rules desk usable when a source file is damaged.
"""
