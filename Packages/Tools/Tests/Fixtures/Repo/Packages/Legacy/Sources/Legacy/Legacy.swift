// swift-format-ignore-file
public enum Legacy {}
