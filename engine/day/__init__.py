"""The day: phases, daily effects and turns (section 4)."""
