struct Greeting_Previews: PreviewProvider {
  static var previews: some View { Text("hello") }
}
