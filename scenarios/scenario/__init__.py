"""Scenario files: load, run, check; engine states saved to and loaded from files."""
