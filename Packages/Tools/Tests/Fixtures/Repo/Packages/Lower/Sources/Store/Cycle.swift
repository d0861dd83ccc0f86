// swift-format-ignore-file
// The store reaches up into a feature: a layer violation that also closes a cycle.
import Feature
