"""Playing cards (section 5)."""
