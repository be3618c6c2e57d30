define void @f( {
