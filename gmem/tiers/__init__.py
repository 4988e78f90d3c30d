"""The three tiers of G-Memory: interaction (one graph per task), query (tasks), insight (lessons)."""
