// swift-format-ignore-file
public enum Helper {
  public static let greeting = "hello"
}
